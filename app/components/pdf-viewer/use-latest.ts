import { useEffect, useRef } from "react";

/**
 * A ref that always holds the latest `value`, so effects can call a parent's callback without
 * restarting (and re-downloading a PDF) each time the parent passes a new function.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
