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

/** Keeps title, description and keywords in step with client-side navigation; the server wrote the first. */
export function useDocumentTdk(tdk: PageTdk | undefined) {
  useEffect(() => {
    if (!tdk) return;
    document.title = tdk.title;
    setMeta('description', tdk.description);
    setMeta('keywords', tdk.keywords);
  }, [tdk]);
}
