// Where the ported cases come from. Every case in test/parity cites one of these (file, test name).
export const ARGO_CD = 'argoproj/argo-cd@37ee0097cf851bc2dd7665fc081bbce61a7e836e';
export const APIMACHINERY = 'kubernetes/apimachinery@v0.36.1 (7af103a2a439106791220493349f8d13bc0a1efd)';
export const SIGS_YAML = 'kubernetes-sigs/yaml@v1.6.0 (048d724aca2d37ddb5b03c90b5b4550a3a48766d), go.yaml.in/yaml/v2 v2.4.x resolve.go';
export const GO_ZGLOB = 'mattn/go-zglob@v0.0.6 (the version Argo CD pins)';
