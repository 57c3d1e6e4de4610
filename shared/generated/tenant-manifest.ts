// Generated from tenants/schema.json by `npm run contracts:generate`; do not edit by hand.

/**
 * A route name from the route table (README, Routes).
 */
export type RouteName =
  | 'index1'
  | 'home'
  | 'contract'
  | 'aiToolDetail'
  | 'aiWriteList'
  | 'aiToolList'
  | 'Conversation'
  | 'productLog'
  | 'product'
  | 'productDetail'
  | 'standardDetail'
  | 'standard'
  | 'policyDetail'
  | 'policy'
  | 'information'
  | 'personalCenter'
  | 'search'
  | 'informationList'
  | 'download'
  | 'tenderList'
  | 'listDetail'
  | 'tenderDetails'
  | 'paperDetail'
  | 'paper'
  | 'videoDetail'
  | 'videoList'
  | 'video'
  | 'solutionDetail'
  | 'solution'
  | 'login'
  | 'erplogin'
  | 'treasurelogin'
  | 'udebanklogin'
  | 'qztlogin'
  | 'kllogin'
  | 'ntlogin'
  | 'gzblogin'
  | 'qibaoerp'
  | 'jycic'
  | 'neisheng'
  | 'doubleAuth'
  | 'authorize'
  | 'loginPreview'
  | 'resetPassword'
  | 'completeProfile'
  | 'invite'
  | 'news'
  | 'newsList'
  | 'newsTag'
  | 'newsTags'
  | 'newsDetail'
  | 'helpSearch'
  | 'helpDetail'
  | 'helpNum'
  | 'helpShare'
  | 'helpIndex'
  | 'help'
  | 'tenderDetail'
  | 'tenderOrg'
  | 'tender'
  | 'AiTenderCreate'
  | 'AiPaperCreate'
  | 'AiPaperIndex'
  | 'AiPaperDetail'
  | 'AiPaperEdit'
  | 'weChat'
  | 'open'
  | 'openApiIndex'
  | 'openApi'
  | 'ui'
  | 'service'
  | 'pravicy'
  | 'recruit'
  | 'router'
  | 'backService'
  | 'serviceDesk'
  | 'analytics'
  | 'console'
  | 'impower'
  | 'erp'
  | 'treasure'
  | 'jizhibao'
  | 'erppro'
  | 'treasurepro'
  | 'jizhibaopro'
  | 'domainError'
  | '500';
/**
 * A portal path starting with / or an absolute http(s) URL.
 */
export type Url = string;
/**
 * A telephone number: digits and dashes.
 */
export type Phone = string;

/**
 * One branded entrance of the portal. Drop a file into tenants/ and restart the server; `npm run tenants:check` reports every error as `file: /json/pointer message`, naming the file that wrote the bad value. A manifest may start from another file with `extends`; this schema checks the merged result, so a file that extends another holds only what differs.
 */
export interface TenantManifestFile {
  /**
   * Editor hint; ignored by the portal.
   */
  $schema?: string;
  /**
   * Name of another file in tenants/ (without .json) whose values this manifest starts from: a brand manifest, or a file of shared values such as defaults. Objects merge key by key; an array or a plain value written here replaces the inherited one. id, hostnames and $schema are never inherited. A file without an id that another manifest extends holds shared values only and is not served.
   */
  extends?: string;
  /**
   * Unique id. The tenant is also served at http://<id>.localhost:<port> in development.
   */
  id: string;
  /**
   * Exact host names (no port) that resolve to this tenant.
   */
  hostnames: string[];
  /**
   * Layout used on routes that do not name their own.
   */
  layout:
    | 'default'
    | 'account'
    | 'custom'
    | 'gezhouba'
    | 'header'
    | 'home'
    | 'jycic'
    | 'kunlun'
    | 'nantou'
    | 'neisheng'
    | 'none'
    | 'qibao'
    | 'treasure'
    | 'udebank';
  /**
   * Name of a theme file in themes/ (without .json).
   */
  theme: string;
  /**
   * Product title, appended to every page title and shown in brand headers.
   */
  title: string;
  /**
   * Short slogan shown beside the title in brand layouts.
   */
  slogan?: string;
  /**
   * Route that / redirects to on this tenant; the home page when absent.
   */
  entry?: RouteName;
  /**
   * Logo images.
   */
  logo: {
    /**
     * Shown from 800px width up.
     */
    desktop: Url;
    /**
     * Shown under 800px width.
     */
    mobile: Url;
    /**
     * Alternative text of the logo, usually the title.
     */
    alt: string;
  };
  /**
   * Service hotline shown in the chrome.
   */
  hotline: Phone;
  /**
   * Market (sales) hotline.
   */
  marketHotline?: Phone;
  /**
   * Head-office address.
   */
  address: string;
  /**
   * Company contact mailbox.
   */
  mailbox: string;
  imagery: Imagery;
  weChat: WeChatOfficialAccount;
  /**
   * Top navigation.
   *
   * @maxItems 10
   */
  nav: NavItem[];
  /**
   * Sub-tabs of the information pages.
   *
   * @maxItems 10
   */
  informationTabs: InformationTab[];
  freeTrial: FreeTrialSettings;
  /**
   * Login entrance.
   */
  login: {
    /**
     * Route of the login entrance.
     */
    route: RouteName;
    /**
     * Login methods offered, in this order; the first is selected when the page opens. pwdvcode (password plus an SMS code) has no organisation call, so an organisation entrance leaves it out.
     *
     * @minItems 1
     */
    methods: ('password' | 'sms' | 'pwdvcode' | 'qrcode' | 'wechat')[];
    /**
     * Organisation users log in here.
     */
    org: boolean;
    /**
     * Code of the organisation whose members log in here (when org is true).
     */
    orgCode?: string;
  };
  /**
   * Footer content.
   */
  footer: {
    /**
     * Links in the footer row.
     */
    links: LinkItem[];
    /**
     * Footer topic list; the first 9 are shown.
     */
    topics: LinkItem[];
    /**
     * Filing numbers.
     */
    filings: string[];
    /**
     * Credit line of the cloud provider.
     */
    cloudCredit?: string;
  };
  /**
   * Default page title, keywords and description.
   */
  tdk: {
    /**
     * Default page title.
     */
    title: string;
    /**
     * Default meta keywords, comma separated.
     */
    keywords: string;
    /**
     * Default meta description.
     */
    description: string;
  };
  /**
   * Feature switches.
   */
  features: {
    /**
     * Customer-service chat widget.
     */
    chat: boolean;
    /**
     * Book-a-demo dialog.
     */
    booking: boolean;
    /**
     * Timed auto consult popup.
     */
    autoConsult: boolean;
  };
}
/**
 * Pictures of the brand's pages. A portal path must name a file in public/. Drawn in white over the theme's primary colour, the default pictures take on each brand's colours.
 */
export interface Imagery {
  /**
   * Illustration of the lead news item in the home page's and the news column's banner. Often the page's largest paint: keep it light (a few KB, under 30 KB).
   */
  newsBanner: Url;
}
/**
 * The brand's WeChat official account, named and drawn as a QR code by the booking thank-you view and the WeChat page. Each brand names its own; defaults.json holds the main brand's.
 */
export interface WeChatOfficialAccount {
  /**
   * Name of the account as WeChat search shows it.
   */
  name: string;
  /**
   * WeChat ID of the account (6 to 20 letters, digits, _ or -, starting with a letter).
   */
  id: string;
  /**
   * https address the QR code encodes (the account's follow link).
   */
  qrUrl: string;
}
export interface NavItem {
  /**
   * Key of the item, unique within the list.
   */
  name: string;
  /**
   * Text shown in the navigation.
   */
  label: string;
  /**
   * Where the item leads.
   */
  url: Url;
  /**
   * Opens in a new window.
   */
  external?: boolean;
}
export interface InformationTab {
  /**
   * Tab text.
   */
  title: string;
  /**
   * Kind of content the tab lists.
   */
  type: 'standard' | 'policy' | 'paper' | 'course' | 'material' | 'news' | 'tender';
  /**
   * Page the tab opens.
   */
  url: Url;
}
/**
 * Free-trial button (SPEC §2). On a route named in routes it follows that rule, everywhere else target; it passes the current query on, with source=<channel>, formPage=<route name>, active=register and logidUrl=<current address>.
 */
export interface FreeTrialSettings {
  /**
   * Shows the button.
   */
  enabled: boolean;
  /**
   * Button text; the locale's freeTrial text when empty.
   */
  label?: string;
  /**
   * The tenant's own target, used on routes without a rule in routes.
   */
  target: FreeTrialRule;
  /**
   * Rules of landing routes: route name → target. The rule of the current route wins over target.
   */
  routes?: {
    [k: string]: FreeTrialRule;
  };
}
/**
 * Where a free-trial button leads.
 */
export interface FreeTrialRule {
  /**
   * Login route the button opens, with active=register.
   */
  login: RouteName;
  /**
   * Ad channel passed on as the source query parameter.
   */
  channel: 'uet' | 'baidu';
}
/**
 * A labelled link.
 */
export interface LinkItem {
  /**
   * Text shown to users.
   */
  label: string;
  /**
   * Where the link leads.
   */
  url: Url;
}
