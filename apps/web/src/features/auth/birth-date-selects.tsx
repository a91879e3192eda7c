import { BIRTH_YEARS_OFFERED, daysInMonth, type RegisterRequest } from '@quad/contract';
import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import styles from './sign-up.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Years offered: this year and back, BIRTH_YEARS_OFFERED in all. */
export const birthYears = (now = new Date()) =>
  Array.from({ length: BIRTH_YEARS_OFFERED }, (_, index) => now.getFullYear() - index);

interface BirthDateSelectsProps {
  control: Control<RegisterRequest>;
  register: UseFormRegister<RegisterRequest>;
  setValue: UseFormSetValue<RegisterRequest>;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** Day, month and year selects; the days offered follow the chosen month and year. */
export function BirthDateSelects({
  control,
  register,
  setValue,
  invalid,
  describedBy,
}: BirthDateSelectsProps) {
  const [year, month, day] = useWatch({
    control,
    name: ['birth_year', 'birth_month', 'birth_day'],
  });
  const dayCount = daysInMonth(Number(year), Number(month));

  /** A shorter month must not keep a day it does not have (31 February becomes the 28th). */
  const clampDay = (nextYear: unknown, nextMonth: unknown) => {
    const last = daysInMonth(Number(nextYear), Number(nextMonth));
    if (Number(day) > last) setValue('birth_day', String(last), { shouldValidate: false });
  };

  const common = {
    className: styles.select,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div className={styles.row}>
      <select
        aria-label="Month"
        {...common}
        {...register('birth_month', {
          onChange: (event: { target: { value: string } }) => clampDay(year, event.target.value),
        })}
      >
        {MONTHS.map((name, index) => (
          <option key={name} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label="Day" {...common} {...register('birth_day')}>
        {Array.from({ length: dayCount }, (_, index) => (
          <option key={index + 1} value={String(index + 1)}>
            {index + 1}
          </option>
        ))}
      </select>
      <select
        aria-label="Year"
        {...common}
        {...register('birth_year', {
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
