/**
 * A second app for articles.spec.ts: an in-memory database with the article categories, one article
 * written through the module (cleaned on the way in) and one inserted raw around it (cleaned only on
 * the way out), both carrying script payloads. Prints `READY {json}` when it listens.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '@silk/api/app'
import { loadConfig, publicConfig } from '@silk/api/config'
import { saveArticle } from '@silk/api/modules/article/save-article'
import { webPlugin } from '@silk/api/plugins/web'
import { createStore } from '@silk/api/shared/store/index'
import { openDatabase } from '@silk/db/client'
import { articles } from '@silk/db/schema/articles'
import { seedArticles } from '@silk/db/seed/articles/index'
import { seedSettings } from '@silk/db/seed/settings'

export const PAYLOAD = [
  '<p>安全测试正文</p>',
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="/no-such.png" alt="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
  '<p onmouseover="window.__pwned = \'hover\'">悬停段落</p>',
  '<a href="javascript:window.__pwned=\'link\'">危险链接</a>',
  '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>',
  '<svg><script>window.__pwned="svg"</script></svg>',
].join('')

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' })
const database = await openDatabase({ memory: true })
await database.migrate()
await seedSettings(database.db)
await seedArticles(database.db)
const viaModule = await saveArticle(
  { db: database.db },
  { categoryId: '101', title: '脚本注入测试（模块写入）', content: PAYLOAD },
)
const raw = '990000001'
await database.db
  .insert(articles)
  .values({ id: raw, categoryId: '101', title: '脚本注入测试（绕过模块）', content: PAYLOAD })

const app = await buildApp({ config, database, store: createStore(undefined) })
const webBuild = config.WEB_BUILD_DIR ?? fileURLToPath(new URL('../apps/web/build', import.meta.url))
await app.register(webPlugin, { buildDir: path.resolve(webBuild), publicConfig: publicConfig(config) })
await app.listen({ port: config.PORT, host: '127.0.0.1' })
console.log(`READY ${JSON.stringify({ viaModule, raw })}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}
