import type { FastifyInstance } from 'fastify'
import { verifyAccessToken } from '../../../modules/accounts/sessions.ts'

/** Installs the accounts module's token check into the `accessToken` seam (plugins/auth.ts). */
export async function tokenVerifierRoutes(app: FastifyInstance) {
  const { database, store, config } = app.services
  app.setTokenVerifier((token) => verifyAccessToken({ db: database.db, store, config }, token))
}
