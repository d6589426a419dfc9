# The store's image: the compiled server and the built app on Node.js, run as a user without privileges.
# Build: docker build -t tool-store .   Run: see docs/deploy.md and compose.yaml.

# 1. The whole install (the build needs the development dependencies), then the app and the compiled server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What the running store needs: the production dependencies only (sharp's prebuilt libvips comes with them).
FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: no compiler, no sources, no development packages.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# DATA_DIR holds the embedded database, pictures and mail files when no PostgreSQL, bucket or SMTP server is set.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself is process 1: it receives SIGTERM from `docker stop` and stops gracefully (docs/deploy.md).
CMD ["node", "build/server-main.js"]
