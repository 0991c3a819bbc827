# syntax=docker/dockerfile:1
# Continuity: build the shaded jar with Maven, run it on a slim Java 17 runtime as a non-root user.
#   docker build -t continuity .
#   docker run -d --name continuity -e DISCORD_TOKEN=... -v continuity-data:/data continuity

# ---- build ----
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
# dependencies first, so that a change to the code does not download them again
COPY pom.xml .
RUN mvn -B -q dependency:go-offline
COPY src ./src
# the tests run in CI (.ci/run), not in the image build
RUN mvn -B -q package -DskipTests

# ---- runtime ----
FROM eclipse-temurin:17-jre-jammy
RUN groupadd --system --gid 10001 continuity \
 && useradd --system --uid 10001 --gid continuity --home-dir /app --shell /usr/sbin/nologin continuity \
 && mkdir -p /app/config /data \
 && chown continuity:continuity /data
WORKDIR /app
COPY --from=build /src/target/continuity.jar /app/continuity.jar
COPY config/continuity.example.yaml config/logback.xml /app/config/
# the SQLite file lives on a volume; the token comes from the environment (DISCORD_TOKEN), never from the image
ENV CONTINUITY_DB=/data/continuity.sqlite
VOLUME ["/data"]
USER continuity:continuity
# healthy when the database opens, passes quick_check and is fully migrated (continuity health)
HEALTHCHECK --interval=60s --timeout=20s --start-period=60s --retries=3 \
  CMD ["java", "-Xmx64m", "-XX:TieredStopAtLevel=1", "-jar", "/app/continuity.jar", "health"]
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-Dlogback.configurationFile=/app/config/logback.xml", \
            "-jar", "/app/continuity.jar"]
CMD []
