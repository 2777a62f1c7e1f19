/** Structure of the Configuration Management page: three card sections and a mapping table. */

/** The three card sections, in order, with the capabilities (tiles) each holds. */
export const configurationSections = [
  {
    id: 'inventory',
    items: [
      { id: 'deviceInventory', icon: 'monitor' },
      { id: 'softwareInventory', icon: 'documents' },
      { id: 'installationTracking', icon: 'scan' },
    ],
  },
  {
    id: 'identification',
    items: [
      { id: 'configurationIdentification', icon: 'tags' },
      { id: 'violationAlerts', icon: 'radar' },
    ],
  },
  {
    id: 'standardized',
    items: [
      { id: 'standardizedConfigurations', icon: 'config' },
      { id: 'deviationNotifications', icon: 'automation' },
    ],
  },
] as const;

/** The seven capabilities in page order (also the rows of the mapping table). */
export const configurationCapabilities = configurationSections.flatMap((section) =>
  section.items.map((item) => item.id),
);
