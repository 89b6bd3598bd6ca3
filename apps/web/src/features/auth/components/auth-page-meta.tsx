import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';

type AuthPageMetaProps = { title: string; description: string; path: string };

/** The public auth pages describe themselves to search engines as plain web pages. */
export function AuthPageMeta({ title, description, path }: AuthPageMetaProps) {
  return (
    <PageMeta
      title={title}
      description={description}
      path={path}
      jsonLd={webPageJsonLd(title, description, path)}
    />
  );
}
