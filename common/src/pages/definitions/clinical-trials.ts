import { field } from "../fields";

const heading = (label: string) => field.text(label, { max: 120 });
const label = (name: string, help?: string) => field.text(name, { max: 80, help });
const problem = (name: string) => field.text(name, { max: 300, multiline: true });
const criteria = (name: string) =>
  field.list(name, "Criterion", { text: field.text("Criterion", { max: 200 }) }, { titleField: "text", max: 20 });

export const clinicalTrialsFields = {
  notice: field.text("Notice under the introduction", { max: 600, multiline: true }),
  trialsTitle: heading("Trials: heading"),
  trialLabels: field.group("Trial cards: labels", {
    condition: label("Condition"),
    participants: label("Participants"),
    duration: label("Duration"),
    location: label("Location"),
    inclusion: label("Inclusion criteria"),
    exclusion: label("Exclusion criteria"),
    primaryEndpoint: label("Primary endpoint"),
    secondaryEndpoint: label("Secondary endpoint"),
    download: label("Download button", "Each card's button downloads that trial's details as a PDF."),
  }),
  trials: field.list(
    "Trials",
    "Trial",
    {
      title: field.text("Title", { max: 160 }),
      phase: field.text("Phase", { max: 40 }),
      status: field.choice("Status", ["Preparing to Start", "Planning Phase"]),
      condition: field.text("Condition", { max: 160 }),
      participants: field.number("Participants", { integer: true, min: 1 }),
      duration: field.text("Duration", { max: 60 }),
      location: field.text("Location", { max: 200 }),
      description: field.text("Description", { max: 800, multiline: true }),
      inclusion: criteria("Inclusion criteria"),
      exclusion: criteria("Exclusion criteria"),
      primaryEndpoint: field.text("Primary endpoint", { max: 300 }),
      secondaryEndpoint: field.text("Secondary endpoint", { max: 300 }),
      document: field.file("Details (PDF)", { help: "The trial's document from the Media tab (/api/media/…/file)." }),
    },
    { titleField: "title", max: 20 },
  ),
  expectationsTitle: heading("What to expect: heading"),
  expectationsIntro: field.text("What to expect: introduction", { max: 300, multiline: true }),
  stepLabel: field.text("Word before each step's number", { max: 20, help: "“Step” shows as “Step 1 · 1-2 weeks”." }),
  expectations: field.list(
    "What to expect",
    "Step",
    {
      step: field.text("Step", { max: 120 }),
      duration: field.text("How long it takes", { max: 60 }),
      description: field.text("Text", { max: 400, multiline: true }),
    },
    { titleField: "step", max: 8 },
  ),
  applyTitle: heading("Application: heading"),
  form: field.group(
    "Application form: words",
    {
      title: heading("Form heading"),
      requiredBefore: label("Required-fields note, before the asterisk"),
      requiredSpoken: label("Read out in place of the asterisk"),
      requiredAfter: label("Required-fields note, after the asterisk"),
      firstName: label("First name"),
      lastName: label("Last name"),
      email: label("E-mail"),
      phone: label("Phone"),
      age: label("Age"),
      ageHint: label("Age: hint", "{min} and {max} are replaced by the youngest and oldest age the form accepts."),
      condition: label("Condition"),
      conditionPrompt: label("Condition: first choice", "Shown until a condition is chosen."),
      previousTreatments: label("Previous treatments"),
      medicalHistory: label("Medical history"),
      consentTitle: label("Consent: heading"),
      submit: label("Submit button"),
      submitting: label("Submit button while sending"),
      consentHint: label("Hint while a consent box is unticked"),
      fieldsToCorrect: problem("When fields need correcting"),
      unreachable: problem("When the server cannot be reached"),
      unreadable: problem("When the server's answer cannot be read"),
      sendFailed: problem("When the page cannot load what sending needs"),
    },
    {
      help: "The conditions, the age range and the consent texts are stored with each application, so they are set with the application rules, not here.",
    },
  ),
  success: field.group("After sending: words", {
    title: heading("Heading"),
    referenceLabel: label("Words above the reference number"),
    thanks: field.text("Thanks", {
      max: 400,
      multiline: true,
      help: "{firstName} is replaced by the applicant's first name.",
    }),
    emailSent: field.text("Confirmation e-mail sent", {
      max: 300,
      help: "{email} is replaced by the applicant's e-mail address.",
    }),
    emailNotSent: field.text("Confirmation e-mail not sent", { max: 300, multiline: true }),
    downloadNote: field.text("Note above the buttons", { max: 300 }),
    download: label("Download button"),
    another: label("Button to apply again"),
  }),
} as const;
