// The one key tree of the product, per language, used by the SPA (i18next) and the server (error translations).
// Each language is split by area (`<lang>/<area>.json`, top-level key = area); add an area by importing it here for all three languages.
import trGeneric from './tr/generic.json';
import enGeneric from './en/generic.json';
import arGeneric from './ar/generic.json';
import trNavigation from './tr/navigation.json';
import trShell from './tr/shell.json';
import trSession from './tr/session.json';
import trDashboard from './tr/dashboard.json';
import trProfile from './tr/profile.json';
import trComponents from './tr/components.json';
import enNavigation from './en/navigation.json';
import enShell from './en/shell.json';
import enSession from './en/session.json';
import enDashboard from './en/dashboard.json';
import enProfile from './en/profile.json';
import enComponents from './en/components.json';
import arNavigation from './ar/navigation.json';
import arShell from './ar/shell.json';
import arSession from './ar/session.json';
import arDashboard from './ar/dashboard.json';
import arProfile from './ar/profile.json';
import arComponents from './ar/components.json';
import trSupport from './tr/support.json';
import enSupport from './en/support.json';
import arSupport from './ar/support.json';
import trMembers from './tr/members.json';
import enMembers from './en/members.json';
import arMembers from './ar/members.json';
import trArticles from './tr/articles.json';
import enArticles from './en/articles.json';
import arArticles from './ar/articles.json';
import trUsers from './tr/users.json';
import enUsers from './en/users.json';
import arUsers from './ar/users.json';
import trRoles from './tr/roles.json';
import enRoles from './en/roles.json';
import arRoles from './ar/roles.json';
import trBranches from './tr/branches.json';
import enBranches from './en/branches.json';
import arBranches from './ar/branches.json';

export const LANGUAGES = ['tr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export type Tree = { [key: string]: string | Tree };

const merge = (...parts: Tree[]): Tree => Object.assign({}, ...parts);

export const resources: Record<Language, Tree> = {
  tr: merge(trGeneric, trNavigation, trShell, trSession, trDashboard, trProfile, trComponents, trSupport, trMembers, trArticles, trUsers, trRoles, trBranches),
  en: merge(enGeneric, enNavigation, enShell, enSession, enDashboard, enProfile, enComponents, enSupport, enMembers, enArticles, enUsers, enRoles, enBranches),
  ar: merge(arGeneric, arNavigation, arShell, arSession, arDashboard, arProfile, arComponents, arSupport, arMembers, arArticles, arUsers, arRoles, arBranches),
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Looks a dotted key up in one language; undefined when absent. i18next interpolation ({{x}}) is left to callers. */
export function lookup(lang: Language, key: string): string | undefined {
  let node: string | Tree | undefined = resources[lang];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
