/*
 * Starts librdkafka's mock Kafka cluster (a Kafka-protocol test double that ships with librdkafka)
 * with the given number of brokers on loopback, prints its bootstrap list on one line, and runs
 * until SIGTERM or SIGINT. See README.md for why, and for what it is not.
 *
 *   mock-cluster [brokers] [control-fifo]
 *
 * With a control FIFO, tests can break the cluster on purpose, one command per line:
 *   down <broker-id>                  disconnect a broker and refuse new connections (-1: all)
 *   up <broker-id>                    accept connections again
 *   errors <api-key> <error> <count>  answer the next <count> requests of that kind with <error>
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rdkafka.h"
#include "rdkafka_mock.h"

static volatile sig_atomic_t running = 1;

static void stop(int sig) {
        (void)sig;
        running = 0;
}

static void command(rd_kafka_mock_cluster_t *cluster, const char *line) {
        int a, b, c, i;
        rd_kafka_resp_err_t errors[64];

        if (sscanf(line, "down %d", &a) == 1)
                rd_kafka_mock_broker_set_down(cluster, a);
        else if (sscanf(line, "up %d", &a) == 1)
                rd_kafka_mock_broker_set_up(cluster, a);
        else if (sscanf(line, "errors %d %d %d", &a, &b, &c) == 3 && c > 0 && c <= 64) {
                for (i = 0; i < c; i++)
                        errors[i] = (rd_kafka_resp_err_t)b;
                rd_kafka_mock_push_request_errors_array(cluster, (int16_t)a, (size_t)c, errors);
        } else
                fprintf(stderr, "mock-cluster: unknown command: %s", line);
}

int main(int argc, char **argv) {
        int brokers = argc > 1 ? atoi(argv[1]) : 3;
        char errstr[512], line[256];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *cluster;
        struct sigaction on_stop;
        FILE *control = NULL;

        if (brokers < 1) {
                fprintf(stderr, "usage: %s [brokers] [control-fifo]\n", argv[0]);
                return 2;
        }
        if (argc > 2) {
                /* read-write, so the FIFO never reports end-of-file between writers */
                int fd = open(argv[2], O_RDWR);
                if (fd < 0 || !(control = fdopen(fd, "r"))) {
                        fprintf(stderr, "%s: %s\n", argv[2], strerror(errno));
                        return 1;
                }
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
        /* no SA_RESTART: a signal must interrupt the blocking read below */
        memset(&on_stop, 0, sizeof on_stop);
        on_stop.sa_handler = stop;
        sigaction(SIGTERM, &on_stop, NULL);
        sigaction(SIGINT, &on_stop, NULL);
        while (running) {
                if (control && fgets(line, sizeof line, control))
                        command(cluster, line);
                else if (!control)
                        pause();
        }
        rd_kafka_mock_cluster_destroy(cluster);
        rd_kafka_destroy(rk);
        return 0;
}
