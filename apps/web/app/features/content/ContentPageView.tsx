import type { ContentPage, Section } from '@silk/content/pages/schema'
import { Fragment, type ReactNode } from 'react'
import { ContentHero } from './ContentHero.tsx'
import styles from './content.module.css'
import {
  CasesBlock,
  FaqBlock,
  PricingBlock,
  ServicesBlock,
  StepsBlock,
  TableBlock,
} from './DetailSections.tsx'
import { ContactBlock, FeaturesBlock, IntroBlock, LinksBlock, StatsBlock } from './OverviewSections.tsx'

export function SectionView({ section }: { section: Section }) {
  switch (section.kind) {
    case 'intro':
      return <IntroBlock section={section} />
    case 'stats':
      return <StatsBlock section={section} />
    case 'features':
      return <FeaturesBlock section={section} />
    case 'links':
      return <LinksBlock section={section} />
    case 'contact':
      return <ContactBlock section={section} />
    case 'services':
      return <ServicesBlock section={section} />
    case 'steps':
      return <StepsBlock section={section} />
    case 'pricing':
      return <PricingBlock section={section} />
    case 'cases':
      return <CasesBlock section={section} />
    case 'table':
      return <TableBlock section={section} />
    case 'faq':
      return <FaqBlock section={section} />
  }
}

/**
 * A whole marketing page from its content file. `insert` places page-specific blocks (a brand
 * directory, a document viewer) after the section with that id.
 */
export function ContentPageView({
  page,
  insert,
  heroExtra,
}: {
  page: ContentPage
  insert?: { after: string; node: ReactNode }
  heroExtra?: ReactNode
}) {
  return (
    <div className={styles.page}>
      <ContentHero hero={page.hero}>{heroExtra}</ContentHero>
      {insert && insert.after === 'hero' ? insert.node : null}
      {page.sections.map((section) => (
        <Fragment key={section.id}>
          <div className={styles.band} data-kind={section.kind}>
            <SectionView section={section} />
          </div>
          {insert?.after === section.id ? insert.node : null}
        </Fragment>
      ))}
    </div>
  )
}
