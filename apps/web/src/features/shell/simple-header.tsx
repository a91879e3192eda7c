import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useLogout } from '../../session/use-logout';
import { Avatar, Button } from '../../ui';
import styles from './simple-header.module.css';

/** The header of pages open to anyone: the logo, then Login or the member's picture and Log out. */
export function SimpleHeader() {
  const user = useSessionUser();
  const logout = useLogout();
  const { productName } = useCommunity();
  return (
    <header className={styles.header}>
      {/* Named by its visible text, the product's name. */}
      <Link to="/" className={styles.brand}>
        <img src="/logo.svg" alt="" width={40} height={40} />
        <span className={styles.productName}>{productName}</span>
      </Link>
      {user ? (
        <div className={styles.account}>
          <Avatar
            src={user.picture}
            imageSize={user.picture_size}
            alt={`${user.first_name} ${user.last_name}`}
            size={36}
          />
          <Button variant="secondary" onClick={logout}>
            <Trans>Log out</Trans>
          </Button>
        </div>
      ) : (
        <Link to="/login" className={styles.login}>
          <Trans>Login</Trans>
        </Link>
      )}
    </header>
  );
}
