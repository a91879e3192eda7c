/** Settings › Language: each language by its own name; the choice follows the member everywhere. */
import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, useCommunity } from '../../api';
import { useAppLanguage, useChooseLanguage } from '../../i18n/use-language';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export function LanguageSection() {
  const { t } = useLingui();
  const { productName } = useCommunity();
  const current = useAppLanguage();
  const choose = useChooseLanguage();
  const statusId = useId();
  // The choice shows at once; the page follows when its language has arrived.
  const [chosen, setChosen] = useState<Language | null>(null);
  const mutation = useMutation({
    mutationFn: (language: Language) => choose(language),
    onSettled: () => setChosen(null),
  });
  const shown = chosen ?? (isLanguage(current) ? current : 'en');
  return (
    <SettingsSection
      title={t`Language`}
      description={t`${productName} speaks to you in this language on every device where you are logged in.`}
    >
      <fieldset className={styles.fieldset} aria-describedby={statusId}>
        <legend className="visually-hidden">
          <Trans>Language</Trans>
        </legend>
        {LANGUAGES.map((language) => (
          <label key={language} className={styles.checkboxRow}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={shown === language}
              disabled={mutation.isPending}
              onChange={() => {
                setChosen(language);
                mutation.mutate(language);
              }}
            />
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </fieldset>
      <p
        id={statusId}
        role="status"
        className={mutation.isError ? styles.error : styles.description}
      >
        {mutation.isError ? errorMessage(mutation.error) : mutation.isSuccess ? t`Saved.` : ''}
      </p>
    </SettingsSection>
  );
}
