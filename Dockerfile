# syntax=docker/dockerfile:1
# Production image: dependencies and build in throw-away stages, then a runtime stage with production
# dependencies only, running as the unprivileged `node` user. The embedded services keep their data in
# /app/.data (PGlite) unless DATABASE_URL or the upstream URLs are set: mount a volume there.
ARG NODE_VERSION=24-bookworm-slim

FROM node:${NODE_VERSION} AS base
WORKDIR /app

# Every dependency, for the build.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The Remix build (build/client, build/server) and the bundled server (build/server.js).
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only: the bundled server keeps packages external.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data
COPY --chown=node:node package.json package-lock.json ./
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# Read at run time from the working directory by the embedded content and geolocation services.
COPY --chown=node:node content ./content
COPY --chown=node:node platform/geo/data ./platform/geo/data
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm) so SIGTERM reaches the server, which shuts down gracefully.
CMD ["node", "build/server.js"]
