import { useEffect, useRef } from 'react';

/** A ref to the latest value: callbacks an effect calls without restarting when they change. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
