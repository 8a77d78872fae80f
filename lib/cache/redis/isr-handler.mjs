/**
 * Next.js's incremental cache (`cacheHandler`: whole cached pages, ISR) in Redis, when REDIS_URL is
 * set (next.config.ts; docs/deploy.md). The well-kept handler of @trieb.work/nextjs-turbo-redis-cache:
 * entries and the tag manifest live in Redis, each instance keeps a short in-memory copy that Redis
 * pub/sub keeps in step, so a tag revalidated on one instance is expired on every other at once.
 * Keys are namespaced by KEY_PREFIX (scripts/serve.ts sets it from REDIS_KEY_PREFIX and the build id).
 */
import CachedHandler from "@trieb.work/nextjs-turbo-redis-cache";

export default CachedHandler;
