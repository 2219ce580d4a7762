import { platform, timelines } from "../figures";

export const technologyIntro = `A ${platform.aminoAcids}-amino-acid synthetic sequence, mapped codon by codon to ${platform.mappedGenes} therapeutic genes across ${platform.pathwaysClaim} cellular pathways.`;

export const platformStats = [
  { value: String(platform.aminoAcids), label: "Amino acids in the synthetic sequence" },
  { value: String(platform.mappedGenes), label: "Therapeutic genes mapped" },
  { value: platform.pathwaysClaim, label: "Cellular pathways reached" },
  { value: String(platform.diseaseAreas), label: "Disease areas: HIV and cancer" },
] as const;

export const platformOverview: readonly string[] = [
  "Most gene therapies pick one gene and change it. Our platform starts from the other end: a single designed protein sequence whose codons are read as a map of the genes and pathways a disease relies on.",
  `Each codon segment of the ${platform.aminoAcids}-amino-acid sequence is assigned a target gene and the pathway it acts in. Taken together the map covers ${platform.mappedGenes} genes, which lets one construct be tuned to influence several points of a disease process at once.`,
];

export const approaches = [
  {
    title: platform.approaches[0],
    summary:
      "Cells carrying HIV or driving a tumour are reprogrammed so that they stop sustaining the disease. The goal is durable control without continuous medication.",
    points: [
      "Targets genes that maintain latent viral reservoirs and tumour survival signals",
      "Designed for a small number of administrations",
      `Phase I readiness targeted in ${timelines.phaseIMain}`,
    ],
  },
  {
    title: platform.approaches[1],
    summary:
      "The sequence is mapped to reduce the surface receptors a virus needs to enter a cell, aiming to stop infection before it starts.",
    points: [
      "Acts on viral entry receptors and co-receptors",
      "Intended for people at high risk of exposure",
      `Phase I readiness targeted in ${timelines.phaseIPrevention}`,
    ],
  },
] as const;

export const pipelineSteps = [
  { title: "Map", description: "Assign each codon segment of the sequence to a therapeutic gene and its pathway." },
  {
    title: "Design",
    description: "Model the construct, check for off-target effects and immune recognition in silico.",
  },
  { title: "Deliver", description: "Package the construct in a delivery system suited to the target tissue." },
  { title: "Measure", description: "Test expression, pathway activity and safety in cell and animal models." },
] as const;

export const deliverySystems = [
  { name: "Lipid nanoparticles", use: "Systemic delivery with a clinical track record in nucleic-acid medicines." },
  { name: "Viral vectors", use: "Efficient, longer-lasting expression in selected cell types." },
  {
    name: "Electroporation",
    use: "Ex vivo delivery into cells collected from the patient and returned after treatment.",
  },
  { name: "Biodegradable hydrogels", use: "Local, slow release at a tumour site." },
] as const;
