/** Mirrors themes/schema.json. */
export interface Theme {
  name: string;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    headerBg: string;
    headerText: string;
    footerBg: string;
    footerText: string;
    pageBg: string;
    surface: string;
    text: string;
    muted: string;
    border: string;
    danger: string;
    success: string;
    overlay: string;
    shadow: string;
  };
  fonts: { body: string };
  sizes: {
    headerHeight: number;
    compactHeaderHeight: number;
    contentWidth: number;
    radius: number;
    dialogWidth: number;
  };
  breakpoints: { mobile: number };
}
