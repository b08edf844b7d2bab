import type { Store } from '../db/store.js';
import { createAccountRepository } from './account-repository.js';
import { createAgencyRepository } from './agency-repository.js';
import { createAuthFlowRepository } from './auth-flow-repository.js';
import { createClientLogRepository } from './client-log-repository.js';
import { createContentRepository } from './content-repository.js';
import { createLearningRepository } from './learning-repository.js';
import { createLoginRateLimitRepository } from './login-rate-limit-repository.js';
import { createOrderRepository } from './order-repository.js';
import { createRefreshTokenRepository } from './refresh-token-repository.js';
import { createReportPreferenceRepository } from './report-preference-repository.js';
import { createShopDetailsRepository } from './shop-details-repository.js';
import { createSubscriptionRepository } from './subscription-repository.js';
import { createStaffRepository } from './staff-repository.js';
import { createSigningKeyRepository } from './signing-key-repository.js';
import { createTerminalParameterRepository } from './terminal-parameter-repository.js';
import { createUsedTicketRepository } from './used-ticket-repository.js';
import { createUserRepository } from './user-repository.js';
import { createWinnersRepository } from './winners-repository.js';

/** Every repository over the store (SQLite or PostgreSQL), built once per app. */
export function createRepositories(store: Store) {
  return {
    users: createUserRepository(store),
    agencies: createAgencyRepository(store),
    authFlows: createAuthFlowRepository(store),
    refreshTokens: createRefreshTokenRepository(store),
    signingKeys: createSigningKeyRepository(store),
    usedTickets: createUsedTicketRepository(store),
    loginRateLimits: createLoginRateLimitRepository(store),
    clientLogs: createClientLogRepository(store),
    account: createAccountRepository(store),
    shopDetails: createShopDetailsRepository(store),
    learning: createLearningRepository(store),
    staff: createStaffRepository(store),
    orders: createOrderRepository(store),
    terminalParameters: createTerminalParameterRepository(store),
    content: createContentRepository(store),
    winners: createWinnersRepository(store),
    reportPreferences: createReportPreferenceRepository(store),
    subscriptions: createSubscriptionRepository(store),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
