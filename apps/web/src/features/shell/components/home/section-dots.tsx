import { useEffect, useState } from 'react';

export type HomeSection = { id: string; label: string };

/**
 * The side dot navigation of the home page (large screens): one dot per section, the dot of the
 * section in view is filled, a click scrolls to its section.
 */
export function SectionDots({ sections }: { sections: readonly HomeSection[] }) {
  const [active, setActive] = useState(sections[0]?.id ?? '');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setActive(visible.target.id);
      },
      { rootMargin: '-30% 0px -55% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    // The last section may never reach the middle of the screen: at the bottom of the page it is the one in view.
    const onScroll = () => {
      const last = sections[sections.length - 1];
      if (last && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4) setActive(last.id);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [sections]);
  return (
    <nav
      aria-label="Page sections"
      className="fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 flex-col gap-3 xl:flex"
    >
      {sections.map((section) => (
        <a
          key={section.id}
          href={`#${section.id}`}
          aria-label={section.label}
          aria-current={active === section.id ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            setActive(section.id);
          }}
          className={`block size-2.5 rounded-full border border-brand-600 transition-colors ${active === section.id ? 'bg-brand-600' : 'bg-surface hover:bg-brand-100'}`}
        />
      ))}
    </nav>
  );
}
