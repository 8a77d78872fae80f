/**
 * The `"use cache"` handler (`cacheHandlers.default` and `.remote`) in Redis, when REDIS_URL is set
 * (next.config.ts; docs/deploy.md): @trieb.work/nextjs-turbo-redis-cache's Cache Components handler
 * (get, set, refreshTags, getExpiration, updateTags), an object Next.js imports, not a class.
 */
import { redisCacheHandler } from "@trieb.work/nextjs-turbo-redis-cache";

export default redisCacheHandler;
