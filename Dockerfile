# The image deploy/compose.yaml builds (docs/deploying.md): compiled in one stage, served from a slim one.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX=2: glibc gives every thread that allocates (libuv's pool hashing passwords with scrypt, 16 MB
# each; the PDF worker) an arena of its own and keeps what it held; two arenas keep the process some 80 MB smaller
# under load (`npm run bench soak`). It must be set before node starts.
ENV NODE_ENV=production DATA_DIR=/data MALLOC_ARENA_MAX=2
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
VOLUME /data
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/src/server/main.js"]
