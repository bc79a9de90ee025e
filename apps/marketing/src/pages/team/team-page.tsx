import { Card } from '@taskwell/ui/card';
import { Collapsible } from '@taskwell/ui/collapsible';
import { Grid, Text, Title } from '@taskwell/ui/typography';

/** spec §3 team member: photo, name, title, intro, experience 'Organisation|description'. */
interface TeamMember {
  /** The card's heading. */
  name: string;
  /** A drawn portrait in `public/images/team/` (160 × 160), and what it shows. */
  photo: { src: string; alt: string };
  /** The role. */
  title: string;
  /** A sentence under the role. */
  intro: string;
  /** 'Organisation|description', behind 'more'. */
  experience: readonly string[];
}

const team: readonly TeamMember[] = [
  {
    name: 'Maya Lindqvist',
    photo: {
      src: '/images/team/maya-lindqvist.svg',
      alt: 'Portrait drawing of Maya: long fair hair, a purple jacket over a white shirt.',
    },
    title: 'Chief Executive Officer',
    intro: 'Maya turns what customers ask for into what Taskwell builds next.',
    experience: ['Northwind Analytics|Led product for a forecasting platform used by 40 retailers.'],
  },
  {
    name: 'Daniel Okafor',
    photo: {
      src: '/images/team/daniel-okafor.svg',
      alt: 'Portrait drawing of Daniel: short black hair, a beard, round glasses and a teal sweater.',
    },
    title: 'Chief Technology Officer',
    intro: 'Daniel designs the engine that runs tasks reliably at scale.',
    experience: ['Brightline Systems|Built the job scheduler behind 2 million daily runs.'],
  },
  {
    name: 'Priya Raman',
    photo: {
      src: '/images/team/priya-raman.svg',
      alt: 'Portrait drawing of Priya: black hair in a high bun, gold earrings and a coral top.',
    },
    title: 'Head of AI',
    intro: 'Priya chooses and tests the models behind every task.',
    experience: ['Fairmetric Labs|Researched bias detection in generated text.'],
  },
  {
    name: 'Lucas Moreau',
    photo: {
      src: '/images/team/lucas-moreau.svg',
      alt: 'Portrait drawing of Lucas: curly brown hair, stubble, square glasses and a yellow turtleneck.',
    },
    title: 'Head of Design',
    intro: 'Lucas makes sure every form takes seconds to fill in.',
    experience: ['Atelier Numérique|Designed self-service tools for public services.'],
  },
  {
    name: 'Hannah Weiss',
    photo: {
      src: '/images/team/hannah-weiss.svg',
      alt: 'Portrait drawing of Hannah: an auburn bob, a headset with a microphone and a green cardigan.',
    },
    title: 'Head of Customer Success',
    intro: 'Hannah helps teams get value from their first week.',
    experience: ['Clearpath Software|Grew customer retention to 97 %.'],
  },
  {
    name: 'Tomás Herrera',
    photo: {
      src: '/images/team/tomas-herrera.svg',
      alt: 'Portrait drawing of Tomás: short dark hair, a moustache and a navy suit with a coral tie.',
    },
    title: 'Head of Partnerships',
    intro: 'Tomás brings the services that tasks combine to the platform.',
    experience: ['Meridian Cloud|Ran the partner programme for 120 integrations.'],
  },
];

/** The six people behind Taskwell, each with a drawn portrait; experience opens with 'more'. */
export function TeamPage() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Our team</Title>
      <Grid columns="3" as="ul" aria-label="Team">
        {team.map((member, index) => (
          <li key={member.name}>
            <Card as="article" aria-labelledby={`member-${index + 1}`}>
              <img
                src={member.photo.src}
                alt={member.photo.alt}
                width={96}
                height={96}
                style={{ borderRadius: '50%' }}
              />
              <Title order={2} id={`member-${index + 1}`}>
                {member.name}
              </Title>
              <Text muted>{member.title}</Text>
              <Collapsible summary={<Text>{member.intro}</Text>}>
                <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                  {member.experience.map((entry) => {
                    const [organisation, description] = entry.split('|');
                    return (
                      <li key={entry}>
                        <strong>{organisation}</strong>: {description}
                      </li>
                    );
                  })}
                </ul>
              </Collapsible>
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}
