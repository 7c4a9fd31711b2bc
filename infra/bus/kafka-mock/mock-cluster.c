/*
 * Starts librdkafka's mock Kafka cluster (a Kafka-protocol test double that ships with librdkafka)
 * with the given number of brokers on loopback, prints its bootstrap list on one line, and runs
 * until SIGTERM or SIGINT. See README.md for why, and for what it is not.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "rdkafka.h"
#include "rdkafka_mock.h"

static volatile sig_atomic_t running = 1;

static void stop(int sig) {
        (void)sig;
        running = 0;
}

int main(int argc, char **argv) {
        int brokers = argc > 1 ? atoi(argv[1]) : 3;
        char errstr[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *cluster;

        if (brokers < 1) {
                fprintf(stderr, "usage: %s [brokers]\n", argv[0]);
                return 2;
        }
        conf = rd_kafka_conf_new();
        /* the handle only hosts the mock; it connects nowhere, so its warning is noise */
        rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof errstr);
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
        if (!rk) {
                fprintf(stderr, "%s\n", errstr);
                return 1;
        }
        cluster = rd_kafka_mock_cluster_new(rk, brokers);
        if (!cluster) {
                fprintf(stderr, "the mock cluster did not start\n");
                return 1;
        }
        printf("%s\n", rd_kafka_mock_cluster_bootstraps(cluster));
        fflush(stdout);
        signal(SIGTERM, stop);
        signal(SIGINT, stop);
        while (running)
                pause();
        rd_kafka_mock_cluster_destroy(cluster);
        rd_kafka_destroy(rk);
        return 0;
}
