import { useEffect } from 'react';

export type PageMetaProps = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/login'. */
  path: string;
  jsonLd?: Record<string, unknown>;
};

const productName = 'Elevate';
const managedAttribute = 'data-page-meta';

function upsertHeadElement<K extends 'meta' | 'link' | 'script'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.appendChild(element);
  }
  return element;
}

/**
 * Sets title, description, canonical link and JSON-LD for public pages through the DOM:
 * the CSP forbids inline executable scripts, and a JSON-LD script is data, not code.
 */
export function PageMeta({ title, description, path, jsonLd }: PageMetaProps) {
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : null;

  useEffect(() => {
    document.title = `${title} | ${productName}`;
    const meta = upsertHeadElement('meta', 'meta[name="description"]', (element) => {
      element.name = 'description';
    });
    meta.content = description;

    const canonical = upsertHeadElement('link', 'link[rel="canonical"]', (element) => {
      element.rel = 'canonical';
      element.setAttribute(managedAttribute, '');
    });
    canonical.href = new URL(path, window.location.origin).href;

    let script: HTMLScriptElement | null = null;
    if (jsonText) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(managedAttribute, '');
      script.textContent = jsonText;
      document.head.appendChild(script);
    }
    return () => {
      script?.remove();
      if (canonical.hasAttribute(managedAttribute)) canonical.remove();
    };
  }, [title, description, path, jsonText]);

  return null;
}

/** Structured data for a public page of the product, as schema.org WebPage. */
export function webPageJsonLd(name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: `${name} | ${productName}`,
    description,
    // The build-time prerender has no window; its JSON-LD is only written by the client.
    url: typeof window === 'undefined' ? path : new URL(path, window.location.origin).href,
    isPartOf: {
      '@type': 'WebApplication',
      name: productName,
      applicationCategory: 'FinanceApplication',
    },
  };
}
