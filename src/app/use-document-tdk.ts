import { useEffect } from 'react';
import type { PageTdk } from '../engine/page-load';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string | undefined) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/**
 * Keeps title, description, keywords and the canonical link in step with client-side navigation; the server wrote
 * the first.
 */
export function useDocumentTdk(tdk: PageTdk | undefined, canonical: string | undefined) {
  useEffect(() => {
    if (!tdk) return;
    document.title = tdk.title;
    setMeta('description', tdk.description);
    setMeta('keywords', tdk.keywords);
    setCanonical(canonical);
  }, [tdk, canonical]);
}
