import { Navigate, useParams } from 'react-router';
import { useCommunity } from '../../api';
import { useDocumentTitle } from '../../ui';
import { AppLayout, Card } from '../shell';
import styles from './friends.module.css';

const SECTIONS: Record<string, string> = {
  requests: 'Friend Requests',
  sent: 'Sent Requests',
  suggestions: 'Suggestions',
  all: 'All Friends',
};

/** /friends and /friends/:type: a placeholder until the friends screens arrive. */
export function FriendsPage() {
  const { type } = useParams();
  const { productName } = useCommunity();
  const title = type ? SECTIONS[type] : 'Friends';
  useDocumentTitle(`${title ?? 'Friends'} | ${productName}`);
  if (!title) return <Navigate to="/friends" replace />;
  return (
    <AppLayout>
      <Card>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.text}>Friend requests, suggestions and your friends will show here.</p>
      </Card>
    </AppLayout>
  );
}
