import type { TFunction } from 'i18next';

/** A group's name: its label in locales/zh-cn/open.json, or its id for an area added since. */
export const groupLabel = (t: TFunction, id: string): string => t(`open:groups.${id}`, { defaultValue: id });
