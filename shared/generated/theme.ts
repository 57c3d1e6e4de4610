// Generated from themes/schema.json by `npm run contracts:generate`; do not edit by hand.

/**
 * Design tokens of one look: colours, font, sizes and the mobile breakpoint. A manifest names a theme by its file name; every colour, spacing and size the portal draws comes from here.
 */
export interface ThemeFile {
  /**
   * Editor hint; ignored by the portal.
   */
  $schema?: string;
  /**
   * Theme name, the same as the file name without .json.
   */
  name: string;
  /**
   * Colours, as #rrggbb or rgba(r, g, b, a). The contrast each description names (WCAG AA) is checked for every theme by tests/unit/theme-contrast.test.ts.
   */
  colors: {
    /**
     * Brand colour as a fill: primary buttons, the current page number and filter, the news banner, and the browser theme-color. Text on it is onPrimary.
     */
    primary: string;
    /**
     * Primary fill under the pointer and the far end of the banner gradient; onPrimary on it keeps at least 4.5:1.
     */
    primaryHover: string;
    /**
     * Text and icons drawn on the primary and primaryHover fills; at least 4.5:1 against both (a dark colour when the brand colour is light, as gold or cyan).
     */
    onPrimary: string;
    /**
     * Brand colour as text on light backgrounds: active tabs and menu items, links in panels, brand headings; at least 4.5:1 against surface and pageBg (may be a darker shade of primary).
     */
    primaryText: string;
    /**
     * Second brand colour: the active navigation underline, accent buttons (the free-trial button of home and landing pages) and step markers. Text on it is onAccent.
     */
    accent: string;
    /**
     * Text drawn on the accent colour (accent buttons); at least 4.5:1 against accent.
     */
    onAccent: string;
    /**
     * Outline of the focused control (:focus-visible) and of the skip link; at least 3:1 against pageBg, surface, headerBg and footerBg, so it shows on every part of the page.
     */
    focusRing: string;
    /**
     * Header background.
     */
    headerBg: string;
    /**
     * Header text; at least 4.5:1 against headerBg.
     */
    headerText: string;
    /**
     * Footer background.
     */
    footerBg: string;
    /**
     * Footer text and links; at least 4.5:1 against footerBg.
     */
    footerText: string;
    /**
     * Footer headings and footer links under the pointer; at least 4.5:1 against footerBg.
     */
    footerHeading: string;
    /**
     * Page background behind the content.
     */
    pageBg: string;
    /**
     * Background of cards, menus, dialogs and inputs.
     */
    surface: string;
    /**
     * Body text; at least 4.5:1 against surface and pageBg.
     */
    text: string;
    /**
     * Secondary text: dates, hints, captions; at least 4.5:1 against surface and pageBg.
     */
    muted: string;
    /**
     * Borders and dividers.
     */
    border: string;
    /**
     * Errors and destructive actions; as text, at least 4.5:1 against surface.
     */
    danger: string;
    /**
     * Text drawn on the danger colour (the offline banner, count badges); at least 4.5:1 against danger.
     */
    onDanger: string;
    /**
     * Search matches marked in titles and snippets (<mark>); at least 4.5:1 against surface and pageBg.
     */
    highlight: string;
    /**
     * Success messages and strong passwords.
     */
    success: string;
    /**
     * Backdrop behind an open dialog (usually translucent).
     */
    overlay: string;
    /**
     * Shadow of raised elements such as menus and floating buttons (usually translucent).
     */
    shadow: string;
  };
  /**
   * Font stacks.
   */
  fonts: {
    /**
     * CSS font-family of all text.
     */
    body: string;
  };
  /**
   * Sizes in CSS pixels.
   */
  sizes: {
    /**
     * Height of the header.
     */
    headerHeight: number;
    /**
     * Height of the compact header variant (brand layouts and the navigation bar of landing pages).
     */
    compactHeaderHeight: number;
    /**
     * Largest width of the centred content column.
     */
    contentWidth: number;
    /**
     * Corner radius of buttons, cards, inputs and dialogs.
     */
    radius: number;
    /**
     * Width of a dialog on a desktop screen.
     */
    dialogWidth: number;
  };
  /**
   * Viewport widths in CSS pixels where the layout changes.
   */
  breakpoints: {
    /**
     * Viewports narrower than this get the mobile layout.
     */
    mobile: number;
  };
}
