/** Structure of the Founder page. */
export const founderBio = ['p1', 'p2', 'p3', 'p4'] as const;
export const founderPrinciples = [
  { id: 'evidence', icon: 'evidence' },
  { id: 'plain', icon: 'plain' },
  { id: 'small', icon: 'partner' },
] as const;
