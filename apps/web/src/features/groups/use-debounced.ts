import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (a search as one types). */
export const useDebounced = <T>(value: T, delay = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
