import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Avatar, useDocumentTitle } from '../../ui';
import { Card, HomeLayout, VerificationBanner } from '../shell';
import styles from './feed.module.css';

/** Home: the verification banner for unverified members, then the feed. */
export function HomePage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  useDocumentTitle(productName);
  if (!user) return null;
  return (
    <HomeLayout>
      <h1 className="visually-hidden">Home feed</h1>
      {!user.verified && <VerificationBanner />}
      <Card className={styles.placeholder}>
        <Avatar src={user.picture} alt="" size={48} />
        <div>
          <h2 className={styles.heading}>Welcome, {user.first_name}!</h2>
          <p className={styles.text}>
            Posts from you and your friends will show here as soon as the feed opens.
          </p>
        </div>
      </Card>
    </HomeLayout>
  );
}
