import { useLingui } from '@lingui/react/macro';
import { BIRTH_YEARS_OFFERED, daysInMonth } from '@quad/contract';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import styles from './sign-up.module.css';

/** The months' short names in the app's language ("Jan" … "Dec" in English). */
const monthNames = (format: (date: Date) => string) =>
  Array.from({ length: 12 }, (_, index) => format(new Date(Date.UTC(2000, index, 1))));

/** Years offered: this year and back, BIRTH_YEARS_OFFERED in all. */
export const birthYears = (now = new Date()) =>
  Array.from({ length: BIRTH_YEARS_OFFERED }, (_, index) => now.getFullYear() - index);

/** A form with the sign-up's three birth date parts (the sign-up, Finish your profile). */
export interface BirthDateValues extends FieldValues {
  birth_year: unknown;
  birth_month: unknown;
  birth_day: unknown;
}

interface BirthDateSelectsProps<T extends BirthDateValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** Day, month and year selects; the days offered follow the chosen month and year. */
export function BirthDateSelects<T extends BirthDateValues>({
  control,
  register,
  setValue,
  invalid,
  describedBy,
}: BirthDateSelectsProps<T>) {
  const { t, i18n } = useLingui();
  const months = monthNames((date) => i18n.date(date, { month: 'short', timeZone: 'UTC' }));
  const names = {
    year: 'birth_year' as Path<T>,
    month: 'birth_month' as Path<T>,
    day: 'birth_day' as Path<T>,
  };
  const [year, month, day] = useWatch({ control, name: [names.year, names.month, names.day] });
  const dayCount = daysInMonth(Number(year), Number(month));

  /** A shorter month must not keep a day it does not have (31 February becomes the 28th). */
  const clampDay = (nextYear: unknown, nextMonth: unknown) => {
    const last = daysInMonth(Number(nextYear), Number(nextMonth));
    if (Number(day) > last) {
      setValue(names.day, String(last) as PathValue<T, Path<T>>, { shouldValidate: false });
    }
  };

  const common = {
    className: styles.select,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div className={styles.row}>
      <select
        aria-label={t`Month`}
        {...common}
        {...register(names.month, {
          onChange: (event: { target: { value: string } }) => clampDay(year, event.target.value),
        })}
      >
        {months.map((name, index) => (
          <option key={index} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label={t`Day`} {...common} {...register(names.day)}>
        {Array.from({ length: dayCount }, (_, index) => (
          <option key={index + 1} value={String(index + 1)}>
            {index + 1}
          </option>
        ))}
      </select>
      <select
        aria-label={t`Year`}
        {...common}
        {...register(names.year, {
          onChange: (event: { target: { value: string } }) => clampDay(event.target.value, month),
        })}
      >
        {birthYears().map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
