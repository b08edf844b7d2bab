import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asks for reduced motion (follows changes to the setting). */
export function useReducedMotion(): boolean {
  const media = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  const [reduced, setReduced] = useState(media?.matches ?? false);
  useEffect(() => {
    if (media === null) return undefined;
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [media]);
  return reduced;
}
