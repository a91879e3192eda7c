import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { Card, HomeLayout, VerificationBanner } from '../shell';
import styles from './saved.module.css';

/** /saved: home-like layout; the saved posts arrive with the posts screens. */
export function SavedPage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  useDocumentTitle(`Saved posts | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      {!user.verified && <VerificationBanner />}
      <Card>
        <h1 className={styles.heading}>Saved posts</h1>
        <p className={styles.text}>Go Save a Post!</p>
      </Card>
    </HomeLayout>
  );
}
