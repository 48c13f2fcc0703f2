import type { FaqResponse } from '~/commerce/contract/content';
import { Icon } from '~/components/ui/icon';

type FaqSection = FaqResponse['sections'][number];

/** The anchor of a FAQ section ('#faq-delivery') and of one question ('#faq-q-5'). */
export const faqSectionAnchor = (code: string) => `faq-${code}`;
export const faqQuestionAnchor = (id: number) => `faq-q-${id}`;

/** Chips that jump to each section. */
export function FaqSectionLinks({ sections }: { sections: FaqSection[] }) {
  return (
    <nav aria-label="Темы вопросов">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.code}>
            <a
              href={`#${faqSectionAnchor(section.code)}`}
              className="inline-flex h-10 items-center rounded-full bg-brand-soft px-4 text-sm font-semibold hover:bg-neutral-200"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Questions that open and close: native <details>, so they work without JavaScript, and a
 * browser that follows a link to a question opens it by itself. Questions of one section
 * share a `name`, so opening one closes the one open before (an exclusive accordion, also
 * without JavaScript in current browsers; older ones simply keep several open).
 */
export function FaqSections({ sections }: { sections: FaqSection[] }) {
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      {sections.map((section) => (
        <section key={section.code} aria-labelledby={faqSectionAnchor(section.code)}>
          <h2
            id={faqSectionAnchor(section.code)}
            className="mb-3 scroll-mt-28 text-xl font-bold tablet:text-2xl"
          >
            {section.title}
          </h2>
          <div className="divide-y divide-neutral-200 border-y border-neutral-200">
            {section.items.map((item) => (
              <details
                key={item.id}
                id={faqQuestionAnchor(item.id)}
                name={faqSectionAnchor(section.code)}
                className="group scroll-mt-28"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-base font-semibold hover:text-brand-accent [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Icon
                    name="chevron"
                    size={20}
                    className="shrink-0 text-brand-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="flex flex-col gap-3 pb-5 pr-8 leading-relaxed text-neutral-800">
                  {item.answer.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
