/** Structure of the NCUA page: which items each part shows, in order. */
import { ffiecDomains, ffiecMaturityLevels, ffiecRiskLevels } from './ffiec';

/**
 * The ACET measures on the FFIEC CAT's scales: the same Inherent Risk Profile levels (least to
 * most), the same five maturity domains in the same order, and the same maturity levels (Baseline
 * to Innovative). Their words live in locales/<lng>/ncua.json.
 */
export const ncuaRiskLevels = ffiecRiskLevels;
export const ncuaDomains = ffiecDomains;
export const ncuaMaturityLevels = ffiecMaturityLevels;

/** Key component cards (Read More / Read Less). */
export const ncuaCards = ['profile', 'maturity', 'factors', 'statements', 'board'] as const;

/** How the platform completes the ACET, step by step. */
export const ncuaSteps = ['import', 'map', 'answer', 'gaps', 'report', 'monitor'] as const;
