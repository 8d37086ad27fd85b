import styles from './ArticleBody.module.css'

/**
 * Article HTML as the API serves it: cleaned by the allow-list when stored and again when served
 * (packages/contracts/src/article-html.ts), so it can be rendered as markup. The CSP forbids inline
 * scripts on top of that.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side by the article allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
