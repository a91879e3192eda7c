import { useParams } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Avatar, useDocumentTitle } from '../../ui';
import { AppLayout, Card } from '../shell';
import styles from './profile.module.css';

/** /profile and /profile/:username: a placeholder until the profile screens arrive. */
export function ProfilePage() {
  const { username } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const own = !username || username === user?.username;
  const name = own && user ? `${user.first_name} ${user.last_name}` : (username ?? '');
  useDocumentTitle(`${name} | ${productName}`);
  if (!user) return null;
  return (
    <AppLayout>
      <Card className={styles.card}>
        {own && <Avatar src={user.picture} alt="" size={96} />}
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.text}>
          {own ? 'Your profile page is on its way.' : 'This profile page is on its way.'}
        </p>
      </Card>
    </AppLayout>
  );
}
