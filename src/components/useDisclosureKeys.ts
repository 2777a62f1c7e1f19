import { useCallback, useState } from 'react';
import type { Key } from 'react-aria-components';

/**
 * The open disclosures of a group, and a toggle by key: opening one closes the others unless
 * `several` are allowed; toggling the open one closes it. Kept here rather than in React Aria's
 * group state because the group shows every panel while the page's HTML is hydrated (nothing is
 * collapsed without JavaScript): a press held from before hydration must toggle the real state,
 * not the shown one.
 */
export function useDisclosureKeys(initial: readonly Key[], several: boolean) {
  const [keys, setKeys] = useState<ReadonlySet<Key>>(() => new Set(initial));
  const toggle = useCallback(
    (key: Key) =>
      setKeys((current) => {
        if (current.has(key)) return new Set([...current].filter((other) => other !== key));
        return new Set(several ? [...current, key] : [key]);
      }),
    [several],
  );
  return [keys, toggle] as const;
}
