/** The portal's one language (locales/zh-cn). */
export const LANGUAGE = 'zh-cn';
