/** Book a Demo: what the demo covers, in order (words in locales/<lng>/bookDemo.json). */
export const demoTopics = ['scan', 'reports', 'gaps', 'followUp'] as const;

export type DemoTopic = (typeof demoTopics)[number];
