/**
 * SVG product silhouettes per first-level category, drawn around (0,0) in a 400×400 box.
 * `c` is the main colour, `d` a darker shade, `l` a light accent.
 */
type Draw = (c: string, d: string, l: string) => string

export const motifs: Record<string, Draw> = {
  tea: (c, d, l) => `
    <ellipse cx="0" cy="40" rx="120" ry="95" fill="${c}"/>
    <path d="M105 10 q70 -20 85 -75 l12 6 q-10 70 -85 95z" fill="${d}"/>
    <path d="M-110 -10 q-80 10 -70 70 q10 40 70 30" fill="none" stroke="${d}" stroke-width="16"/>
    <ellipse cx="0" cy="-50" rx="70" ry="18" fill="${d}"/><circle cx="0" cy="-75" r="16" fill="${l}"/>
    <path d="M-90 30 q90 40 180 0" stroke="${l}" stroke-width="6" fill="none"/>
    <rect x="-170" y="120" width="70" height="50" rx="10" fill="${c}"/><rect x="110" y="120" width="70" height="50" rx="10" fill="${c}"/>`,
  teacake: (c, d, l) => `
    <circle cx="0" cy="20" r="150" fill="${l}" stroke="${d}" stroke-width="6"/>
    <circle cx="0" cy="20" r="118" fill="none" stroke="${c}" stroke-width="3" stroke-dasharray="6 10"/>
    <rect x="-60" y="-40" width="120" height="120" rx="8" fill="#fff" stroke="${c}" stroke-width="4"/>
    <path d="M-35 -10 h70 M-35 15 h70 M-35 40 h50" stroke="${d}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="0" cy="20" r="14" fill="${c}" opacity=".25"/>`,
  tin: (c, d, l) => `
    <rect x="-90" y="-110" width="180" height="240" rx="14" fill="${c}"/>
    <rect x="-98" y="-140" width="196" height="42" rx="10" fill="${d}"/>
    <rect x="-90" y="-30" width="180" height="90" fill="${l}"/>
    <path d="M-40 15 q40 -50 80 0 q-40 30 -80 0z" fill="${c}"/><path d="M-40 15 h80" stroke="${d}" stroke-width="3"/>
    <ellipse cx="150" cy="120" rx="40" ry="12" fill="${l}"/><path d="M130 110 q20 -30 40 0" stroke="${c}" stroke-width="6" fill="none"/>`,
  porcelain: (c, d, l) => `
    <path d="M-40 -150 h80 v30 q90 60 90 160 q0 90 -70 130 h-120 q-70 -40 -70 -130 q0 -100 90 -160z" fill="${l}" stroke="${d}" stroke-width="4"/>
    <path d="M-85 0 q40 -40 85 0 t85 0 M-90 50 q45 -35 90 0 t90 0" stroke="${c}" stroke-width="9" fill="none"/>
    <circle cx="0" cy="-70" r="22" fill="none" stroke="${c}" stroke-width="7"/><rect x="-45" y="-158" width="90" height="14" fill="${c}"/>`,
  silk: (c, d, l) => `
    <path d="M-170 -90 q90 -70 170 0 t170 0 l0 70 q-85 -70 -170 0 t-170 0z" fill="${c}"/>
    <path d="M-170 10 q90 -70 170 0 t170 0 l0 70 q-85 -70 -170 0 t-170 0z" fill="${d}"/>
    <path d="M-150 -60 q80 -50 150 0 t150 0" stroke="${l}" stroke-width="4" fill="none" opacity=".8"/>
    <circle cx="120" cy="120" r="26" fill="${l}"/>`,
  food: (c, d, l) => `
    <rect x="-90" y="-110" width="180" height="230" rx="28" fill="${c}"/>
    <rect x="-100" y="-140" width="200" height="40" rx="12" fill="${d}"/>
    <rect x="-70" y="-40" width="140" height="90" rx="10" fill="${l}"/>
    <circle cx="-140" cy="130" r="26" fill="${d}"/><circle cx="-100" cy="150" r="20" fill="${c}"/><circle cx="140" cy="135" r="24" fill="${d}"/>`,
  beauty: (c, d, l) => `
    <rect x="-110" y="-80" width="110" height="210" rx="20" fill="${c}"/><rect x="-85" y="-140" width="60" height="62" rx="8" fill="${d}"/>
    <rect x="-95" y="0" width="80" height="60" rx="6" fill="${l}"/>
    <rect x="30" y="40" width="130" height="90" rx="24" fill="${l}" stroke="${c}" stroke-width="6"/><rect x="30" y="20" width="130" height="32" rx="12" fill="${d}"/>`,
  baby: (c, d, l) => `
    <rect x="-100" y="-120" width="200" height="250" rx="30" fill="${l}"/>
    <rect x="-100" y="-140" width="200" height="44" rx="16" fill="${c}"/>
    <circle cx="0" cy="10" r="52" fill="${c}"/><circle cx="-38" cy="-34" r="20" fill="${c}"/><circle cx="38" cy="-34" r="20" fill="${c}"/>
    <circle cx="-18" cy="4" r="7" fill="${d}"/><circle cx="18" cy="4" r="7" fill="${d}"/>`,
  home: (c, d, l) => `
    <rect x="-150" y="40" width="300" height="70" rx="18" fill="${c}"/>
    <rect x="-135" y="-30" width="270" height="70" rx="18" fill="${d}"/>
    <rect x="-120" y="-100" width="240" height="70" rx="18" fill="${l}"/>
    <path d="M-150 75 h300 M-135 5 h270 M-120 -65 h240" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity=".6"/>`,
  digital: (c, d, l) => `
    <path d="M-120 40 v-40 a120 120 0 0 1 240 0 v40" stroke="${d}" stroke-width="22" fill="none"/>
    <rect x="-160" y="10" width="70" height="120" rx="30" fill="${c}"/><rect x="90" y="10" width="70" height="120" rx="30" fill="${c}"/>
    <circle cx="-125" cy="70" r="18" fill="${l}"/><circle cx="125" cy="70" r="18" fill="${l}"/>`,
  outdoor: (c, d, l) => `
    <path d="M-200 130 l110 -190 l70 110 l60 -90 l160 170z" fill="${l}"/>
    <path d="M-120 130 l120 -200 l120 200z" fill="${c}"/><path d="M0 -70 l-40 200 h80z" fill="${d}"/>
    <circle cx="140" cy="-110" r="30" fill="${l}"/>`,
  jewelry: (c, d, l) => `
    <circle cx="0" cy="30" r="110" fill="none" stroke="${c}" stroke-width="26"/>
    <circle cx="0" cy="30" r="110" fill="none" stroke="${l}" stroke-width="6" stroke-dasharray="4 18"/>
    <path d="M-45 -100 l45 -55 l45 55 l-45 45z" fill="${d}"/><path d="M-45 -100 h90 l-45 45z" fill="${l}" opacity=".7"/>`,
  health: (c, d, l) => `
    <rect x="-80" y="-100" width="160" height="230" rx="26" fill="${c}"/><rect x="-70" y="-150" width="140" height="56" rx="10" fill="${d}"/>
    <rect x="-60" y="-20" width="120" height="80" rx="8" fill="${l}"/><path d="M-15 20 h30 M0 5 v30" stroke="${c}" stroke-width="10"/>
    <rect x="100" y="90" width="80" height="34" rx="17" fill="${d}"/><rect x="-190" y="100" width="80" height="34" rx="17" fill="${l}" stroke="${c}" stroke-width="4"/>`,
  bags: (c, d, l) => `
    <path d="M-60 -60 v-40 a60 60 0 0 1 120 0 v40" stroke="${d}" stroke-width="18" fill="none"/>
    <rect x="-150" y="-70" width="300" height="200" rx="30" fill="${c}"/>
    <rect x="-150" y="-10" width="300" height="16" fill="${d}"/><rect x="-20" y="-20" width="40" height="36" rx="6" fill="${l}"/>`,
  culture: (c, d, l) => `
    <rect x="-150" y="60" width="260" height="50" rx="6" fill="${c}"/><rect x="-130" y="10" width="240" height="50" rx="6" fill="${d}"/>
    <rect x="-140" y="-40" width="250" height="50" rx="6" fill="${l}" stroke="${c}" stroke-width="4"/>
    <path d="M130 110 l40 -220" stroke="${d}" stroke-width="14" stroke-linecap="round"/><path d="M128 120 l-6 30 l18 -26z" fill="#222"/>`,
}
