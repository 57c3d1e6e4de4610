/** Mirrors themes/schema.json. */
export interface Theme {
  name: string;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    primaryText: string;
    accent: string;
    onAccent: string;
    focusRing: string;
    headerBg: string;
    headerText: string;
    footerBg: string;
    footerText: string;
    footerHeading: string;
    pageBg: string;
    surface: string;
    text: string;
    muted: string;
    border: string;
    danger: string;
    onDanger: string;
    highlight: string;
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
