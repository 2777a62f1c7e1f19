import type { FaqGroup, FeatureItem, Service } from './types';
import { specPaths } from './paths';

/** What We Provide: the platform's 10 capabilities. */
export const capabilities = [
  { id: 'migration', icon: 'migrate' },
  { id: 'gap', icon: 'gap' },
  { id: 'intelligence', icon: 'radar' },
  { id: 'oversight', icon: 'oversight' },
  { id: 'configuration', icon: 'config' },
  { id: 'regulatory', icon: 'landmark' },
  { id: 'selfAssessment', icon: 'checklist' },
  { id: 'mitre', icon: 'target' },
  { id: 'bia', icon: 'impact' },
  { id: 'classification', icon: 'tags' },
] as const satisfies readonly FeatureItem[];

/** Technology Advantages panel. */
export const technology = [
  { id: 'scanning', icon: 'scan' },
  { id: 'ai', icon: 'insight' },
  { id: 'cloud', icon: 'cloud' },
  { id: 'regulatory', icon: 'landmark' },
] as const satisfies readonly FeatureItem[];

/** Cost Efficient Risk Solutions panel. */
export const cost = [
  { id: 'lower', icon: 'savings' },
  { id: 'monitoring', icon: 'monitor' },
  { id: 'resources', icon: 'people' },
  { id: 'downtime', icon: 'uptime' },
] as const satisfies readonly FeatureItem[];

/** Transitioning To IRM: the steps, in order. */
export const transitionSteps = ['scan', 'map', 'report', 'monitor'] as const;

/** IRM Services: 12 cards in the specification's order; `img` names the card's illustration icon. */
export const services = [
  { id: 'solutions', img: 'solutions', url: specPaths.solutions },
  { id: 'documents', img: 'documents', url: specPaths.documents },
  { id: 'controls', img: 'controls', url: specPaths.controls },
  { id: 'riskManagement', img: 'gap', url: specPaths.riskManagement },
  { id: 'riskIntelligence', img: 'radar', url: specPaths.riskIntelligence },
  { id: 'configurationManagement', img: 'config', url: specPaths.configurationManagement },
  { id: 'ffiec', img: 'landmark', url: specPaths.ffiec },
  { id: 'ncua', img: 'credit', url: specPaths.ncua },
  { id: 'glba', img: 'privacy', url: specPaths.glba },
  { id: 'mitreAttack', img: 'target', url: specPaths.mitreAttack },
  { id: 'dataClassification', img: 'tags', url: specPaths.dataClassification },
  { id: 'organization', img: 'people', url: specPaths.organization },
] as const satisfies readonly Service[];

/** On small screens only the first 6 services show until See More. */
export const SERVICES_INITIALLY_SHOWN = 6;

const twoItems = [{ id: 'q1' }, { id: 'q2' }] as const;

/** Security & Privacy Reports: 6 groups of 2 questions each. */
export const faqGroups = [
  { id: 'company', items: twoItems },
  { id: 'riskManagement', items: twoItems },
  { id: 'selfAssessment', items: twoItems },
  { id: 'regulatory', items: twoItems },
  { id: 'scan', items: twoItems },
  { id: 'configuration', items: twoItems },
] as const satisfies readonly FaqGroup[];
