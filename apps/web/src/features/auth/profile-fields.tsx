/**
 * The sign-up's college, date of birth and gender, with its rules and messages: the sign-up form
 * and Finish your profile (a member created by their university's sign-in) both show them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPlausibleBirthDate, messages, type Gender } from '@quad/contract';
import { useId } from 'react';
import type {
  Control,
  FieldErrors,
  Path,
  Resolver,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';
import { useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Field, FieldError } from '../../ui';
import { BirthDateSelects, type BirthDateValues } from './birth-date-selects';
import styles from './sign-up.module.css';

const GENDER_OPTIONS: readonly { value: Gender; label: MessageDescriptor }[] = [
  { value: 'female', label: msg`Female` },
  { value: 'male', label: msg`Male` },
  { value: 'custom', label: msg`Custom` },
];

export interface ProfileFieldValues extends BirthDateValues {
  ccu_college: unknown;
  gender?: Gender | undefined;
}

/** The birth date selects start on today, as the original sign-up does. */
export const todayParts = () => {
  const today = new Date();
  return {
    birth_year: String(today.getFullYear()),
    birth_month: String(today.getMonth() + 1),
    birth_day: String(today.getDate()),
  };
};

/**
 * The contract's schemas check the birth date only once every field is valid; the forms also
 * report it together with the other messages, so one submit shows everything to fix.
 */
export const withBirthDateCheck =
  <T extends ProfileFieldValues, Output>(
    base: Resolver<T, unknown, Output>,
  ): Resolver<T, unknown, Output> =>
  async (values, context, options) => {
    const result = await base(values, context, options);
    const { birth_year, birth_month, birth_day } = values;
    const plausible = isPlausibleBirthDate(
      Number(birth_year),
      Number(birth_month),
      Number(birth_day),
      new Date(),
    );
    if (plausible || Object.keys(result.errors).length === 0 || result.errors.birth_year) {
      return result;
    }
    const birthYear = { type: 'custom', message: messages.signup.birthDateImplausible };
    // The generic form's errors cannot name birth_year in their type; every T has that field.
    return { values: {}, errors: { ...result.errors, birth_year: birthYear } as FieldErrors<T> };
  };

interface ProfileFieldsProps<T extends ProfileFieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<ProfileFieldValues>;
}

export function ProfileFields<T extends ProfileFieldValues>({
  control,
  register,
  setValue,
  errors,
}: ProfileFieldsProps<T>) {
  const { colleges } = useCommunity();
  const { t } = useLingui();
  const text = useContractText();
  const birthErrorId = useId();
  const genderErrorId = useId();
  const birthError = text(
    errors.birth_year?.message ?? errors.birth_month?.message ?? errors.birth_day?.message,
  );

  return (
    <>
      <Field
        label={t`College`}
        error={text(errors.ccu_college?.message)}
        className={styles.field}
        labelClassName={styles.groupLabel}
      >
        {(fieldControl) => (
          <select
            {...fieldControl}
            className={styles.select}
            {...register('ccu_college' as Path<T>)}
          >
            <option value="">{t`Select your college`}</option>
            {colleges.map((college) => (
              <option key={college} value={college}>
                {college}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className={styles.fieldset}>
        <legend className={styles.groupLabel}>
          <Trans>Date of birth</Trans>
        </legend>
        <BirthDateSelects
          control={control}
          register={register}
          setValue={setValue}
          invalid={!!birthError}
          describedBy={birthError ? birthErrorId : undefined}
        />
        <FieldError id={birthErrorId} message={birthError} />
      </fieldset>

      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.gender ? genderErrorId : undefined}
      >
        <legend className={styles.groupLabel}>
          <Trans>Gender</Trans>
        </legend>
        <div className={styles.row}>
          {GENDER_OPTIONS.map((option) => (
            <label key={option.value} className={styles.radio}>
              <span>{t(option.label)}</span>
              <input type="radio" value={option.value} {...register('gender' as Path<T>)} />
            </label>
          ))}
        </div>
        <FieldError id={genderErrorId} message={text(errors.gender?.message)} />
      </fieldset>
    </>
  );
}
