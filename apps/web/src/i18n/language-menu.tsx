/** The login page's language menu: each language by its own name, in its own language. */
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '@quad/contract';
import styles from './language-menu.module.css';
import { useAppLanguage, useChooseLanguage } from './use-language';

export function LanguageMenu() {
  const { t } = useLingui();
  const current = useAppLanguage();
  const choose = useChooseLanguage();
  return (
    <nav aria-label={t`Language`} className={styles.menu}>
      <ul className={styles.list}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={styles.choice}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => void choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
