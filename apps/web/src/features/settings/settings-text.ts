/**
 * The contract's form rules the settings' forms show, in the app's language: the password rules
 * are the app's shared contract texts; the current password's rule is the settings' own.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { settingsText } from '@quad/contract';
import { useCallback } from 'react';
import { useContractText } from '../../i18n/contract-texts';

const currentPasswordRequired = msg`Type your current password.`;

export const useSettingsText = () => {
  const { i18n } = useLingui();
  const contractText = useContractText();
  return useCallback(
    (english: string | undefined) =>
      english === settingsText.currentPasswordRequired
        ? i18n._(currentPasswordRequired)
        : contractText(english),
    [i18n, contractText],
  );
};
