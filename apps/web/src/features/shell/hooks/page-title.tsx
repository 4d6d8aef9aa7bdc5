import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const SetTitleContext = createContext<(title: string) => void>(() => undefined);
const TitleContext = createContext('');

/** Holds the current page's title for the top bar; pages set it with usePageTitle. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return (
    <SetTitleContext value={setTitle}>
      <TitleContext value={title}>{children}</TitleContext>
    </SetTitleContext>
  );
}

export function useCurrentPageTitle() {
  return useContext(TitleContext);
}

/** Names the page: the shell's top bar heading and the browser tab. */
export function usePageTitle(title: string) {
  const setTitle = useContext(SetTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · Career Prep` : 'Career Prep';
  }, [setTitle, title]);
}
